/** What has no compressed copy from the build (the 404 pages, API answers) is compressed as it is sent. */
import compress from "@fastify/compress";
import fp from "fastify-plugin";
import zlib from "node:zlib";

export const compressionPlugin = fp(
  async (app) => {
    // Brotli at a fast setting, gzip for older browsers.
    await app.register(compress, {
      encodings: ["br", "gzip"],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: "compression" },
);
