/**
 * Two officers of one name are told apart by their e-mails in the queue's owner filter, and those longer options
 * still fit a 375 px screen: the filter's label shrinks with its select instead of pushing the page sideways.
 */
import { expectAccessible } from "./accessibility";
import { addedPerson, deskUrl, signedInPerson } from "./desk-staff";
import { expect, test } from "./fixtures";

test.use({ waitForHydration: false });

test("the owner filter names two officers of one name by their e-mails, without sideways scroll at 375 px", async ({
  page,
}) => {
  const twins = [addedPerson("ngozi", "Ngozi Eze"), addedPerson("ngozi", "Ngozi Eze")];
  await signedInPerson(page, "owner-names", "Kemi Bello");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(deskUrl("/desk/"));
  await page.getByText("Filter").click();
  const owner = page.getByLabel("Owner");
  for (const { email } of twins)
    await expect(owner.locator("option", { hasText: `Ngozi Eze (${email})` })).toHaveCount(1);
  await expectAccessible(page);
});
