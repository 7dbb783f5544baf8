/** Rounds to one decimal: coordinates finer than that add bytes to the SVG and nothing to the picture. */
export const roundToTenth = (n: number): number => Math.round(n * 10) / 10;

export function place(x: number, y: number, scale: number, body: string, rotation = 0): string {
  return `<g transform="translate(${roundToTenth(x)} ${roundToTenth(y)})${rotation ? ` rotate(${rotation})` : ""}${scale !== 1 ? ` scale(${scale})` : ""}">${body}</g>`;
}

export function cyclic<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error("cyclic() needs at least one item");
  return item;
}
