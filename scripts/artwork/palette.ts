export const palette = {
  navy: "#0B3558",
  deep: "#082640",
  teal: "#0E7C7B",
  lightTeal: "#7CC6C4",
  amber: "#F2A541",
  cream: "#FFF7EA",
  sky: "#E8F1F8",
  white: "#FFFFFF",
} as const;

/** The one addition to the palette: the people in the page heroes are Nigerian. */
export const skinTones = ["#8A5A3C", "#6B4129", "#A36B45"] as const;
