/** The smoke suite in WebKitGTK, in private browsing (cross-engine/smoke-suite.ts). */
import { openWebKit } from "./webkit";
import { smokeSuite } from "./smoke-suite";

smokeSuite({ name: "WebKit", open: openWebKit, storesFiles: false });
