/** `npm run build`'s last step: publishes the finished build to site/live (hosting/publish-site.ts). */
import path from "node:path";
import { LIVE_LINK, publishSite, PublishRefusal } from "../hosting/publish-site";

try {
  const { release, nginxSite } = publishSite(path.join(__dirname, ".."));
  console.log(`Published ${path.relative(process.cwd(), release)} as ${LIVE_LINK}; nginx server block: ${nginxSite}`);
} catch (error) {
  console.error(error instanceof PublishRefusal ? error.message : error);
  process.exit(1);
}
