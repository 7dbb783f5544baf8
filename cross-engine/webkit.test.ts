/** The smoke suite in WebKitGTK, in private browsing (cross-engine/smoke-suite.ts). */
import { openWebKit } from "./webkit";
import { smokeSuite } from "./smoke-suite";

// MiniBrowser's window is at least 447 px wide (its toolbar's width); the site's phone layout holds up to 767 px.
smokeSuite({ name: "WebKit", open: openWebKit, storesFiles: false, width: 447 });
