/**
 * How a list of people on the desk (an owner's select) names each: by name, and by name and e-mail address when
 * another on the list has the same name, so two "Ifeoma Obi"s can be told apart.
 */
import type { StaffMember } from "../../storage/desk-people/staff";

export function personLabels(people: readonly StaffMember[]): Map<number, string> {
  const named = new Map<string, number>();
  for (const { name } of people) named.set(name.toLowerCase(), (named.get(name.toLowerCase()) ?? 0) + 1);
  return new Map(
    people.map((person) => [
      person.id,
      named.get(person.name.toLowerCase())! > 1 ? `${person.name} (${person.email})` : person.name,
    ]),
  );
}
