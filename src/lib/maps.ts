/** Links to map services for an office, built from its address and coordinates in data/offices.json. */
interface Place {
  name: string;
  addressLines: readonly string[];
  latitude: number;
  longitude: number;
}

export function directionsUrl(place: Place): string {
  const query = encodeURIComponent([place.name, ...place.addressLines, "Nigeria"].join(", "));
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}

const EMBED_SPAN = 0.006;

export function mapEmbedUrl({ latitude, longitude }: Place): string {
  const bbox = [longitude - EMBED_SPAN, latitude - EMBED_SPAN, longitude + EMBED_SPAN, latitude + EMBED_SPAN]
    .map((value) => value.toFixed(4))
    .join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude}%2C${longitude}`;
}
