import { initialsOf } from "../../src/lib/initials";

describe("initialsOf", () => {
  it.each([
    ["Adaeze Okonkwo", "AO"],
    ["Folasade  Adeyemi ", "FA"],
    ["ibrahim bello", "IB"],
    ["Chinedu Obinna Eze", "CE"],
    ["Ọlá", "Ọ"],
  ])("%s → %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
