/** A person's initials for a monogram: the first letters of their first and last names ("Adaeze Okonkwo" → "AO"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return picked.map((word) => Array.from(word)[0]!.toLocaleUpperCase("en-NG")).join("");
}
