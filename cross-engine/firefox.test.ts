/** The smoke suite in Debian's Firefox ESR (cross-engine/smoke-suite.ts). */
import { openFirefox } from "./firefox";
import { smokeSuite } from "./smoke-suite";

smokeSuite({ name: "Firefox", open: openFirefox, storesFiles: true });
