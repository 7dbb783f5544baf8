/**
 * nginx's server blocks for the built site and for the desk. The site's, from the same header rules as
 * public/_headers: the site from its folder with the build's brotli and gzip copies, every page with its own
 * headers, the 404 pages with status 404 (the 'Product Not Found' page for an unknown /services/ address), and
 * /api/ passed to the submissions service, so site and API share one origin. The desk's, on a host name of its
 * own (DESK_ORIGIN's): /desk/ passed to the service, and nothing else, with the desk's headers.
 */
import { deskHeaders } from "../server/routes/desk/desk-headers";
import { apiPolicy } from "./content-security-policy";
import { headersFor, REVALIDATE, securityHeaders, STATIC_FILES, type HeaderRule, type Headers } from "./headers";
import { PRODUCT_NOT_FOUND_PAGE } from "./host-files";
import { UPLOADS_PATH } from "../form-contract/claim/uploads";

export interface NginxSiteOptions {
  /** The built site's folder, as an absolute path. */
  root: string;
  /** What `listen` takes: a port, or an address and port. */
  listen: string;
  /** The submissions service, for example http://127.0.0.1:9000. */
  apiUpstream: string;
  serverName?: string;
  /** The desk's host name (DESK_ORIGIN's): its own server block answers it. */
  deskServerName: string;
  /** TLS in nginx itself: then `listen` should be "443 ssl http2", and plain HTTP on port 80 is sent to HTTPS. */
  tls?: { certificate: string; certificateKey: string };
  /** The load balancers in front (addresses or CIDRs): nginx takes the visitor's address from their X-Forwarded-For. */
  realIpFrom?: readonly string[];
  /** Where nginx writes access.log and error.log. */
  logDirectory: string;
}

/** The headers of every answer on /api/, the service's own and nginx's (a body too large, the service down). */
export const apiHeaders: Headers = {
  ...securityHeaders,
  "Content-Security-Policy": apiPolicy,
  "Cache-Control": "no-store",
};

/**
 * What the server block needs at the http level: the API's policy (below), and the access log's line, the path
 * without its query (a form sent as a GET puts what was typed into the query, a sent page's receipt is there)
 * and with an upload's id masked, as the service's own log writes it (server/server-options.ts, loggedPathOf).
 */
const httpLevel =
  // A plain form post is answered with a page of the site, whose own policy lets it draw its styles; every other
  // answer on /api/ (JSON, and nginx's own 413, 502, 504) gets the API's.
  "map $upstream_http_content_security_policy $cowryshield_api_policy {\n" +
  `    "" "${apiPolicy}";\n` +
  "    default $upstream_http_content_security_policy;\n" +
  "}\n" +
  "map $request_uri $cowryshield_path {\n" +
  `    "~^${UPLOADS_PATH}/[^/?]+(\\?.*)?$" "${UPLOADS_PATH}/:id";\n` +
  '    "~^([^?]*)" $1;\n' +
  "}\n" +
  "log_format cowryshield_without_query\n" +
  "    '[$time_local] \"$request_method $cowryshield_path $server_protocol\" $status $body_bytes_sent $request_time';\n\n";

/** nginx drops inherited add_header lines in a location that adds its own, so each location has all of its. */
function addHeaders(headers: Headers): string {
  return Object.entries(headers)
    .map(([name, value]) => `        add_header ${name} "${value.replace(/"/g, '\\"')}" always;\n`)
    .join("");
}

function location(match: string, headers: Headers, body: string): string {
  return `    location ${match} {\n${addHeaders(headers)}${body}    }\n`;
}

/** nginx needs a path with spaces, quotes or braces in quotes. */
const quoted = (urlPath: string) => `"${urlPath}"`;

/** The file a path is served from: a page's folder, with or without the slash, by its index.html. */
const fileOf = (urlPath: string) =>
  urlPath.endsWith("/") ? `${urlPath}index.html` : /\.\w+$/.test(urlPath) ? urlPath : `${urlPath}/index.html`;

/** A page's address and, where they differ, its file's, which a visitor may ask for too (/about/index.html). */
const addressesOf = (urlPath: string) => (fileOf(urlPath) === urlPath ? [urlPath] : [urlPath, fileOf(urlPath)]);

/** What passes a request on to the service. */
const proxyTo = (upstream: string) =>
  `        proxy_pass ${upstream};\n` +
  "        proxy_http_version 1.1;\n" +
  // The address the visitor asked for, port and all: the service refuses a submission whose Origin is not the
  // site's own host.
  "        proxy_set_header Host $http_host;\n" +
  // The same, in place of any a visitor sent: the service tells the desk's host from the site's by it (TRUST_PROXY).
  "        proxy_set_header X-Forwarded-Host $http_host;\n" +
  "        proxy_set_header X-Forwarded-For $remote_addr;\n" +
  "        proxy_set_header X-Forwarded-Proto $scheme;\n";

/** What both server blocks start with after their name: TLS, the visitor's address, the logs. */
function serverStart(options: NginxSiteOptions): string[] {
  return [
    ...(options.tls
      ? [
          `    ssl_certificate ${quoted(options.tls.certificate)};\n`,
          `    ssl_certificate_key ${quoted(options.tls.certificateKey)};\n`,
          // Debian's nginx.conf still allows TLS 1.0 and 1.1.
          "    ssl_protocols TLSv1.2 TLSv1.3;\n",
          // A ticket key that never changes (nginx keeps one per start) would undo forward secrecy.
          "    ssl_session_tickets off;\n",
        ]
      : []),
    ...(options.realIpFrom?.length
      ? [
          ...options.realIpFrom.map((address) => `    set_real_ip_from ${address};\n`),
          "    real_ip_header X-Forwarded-For;\n",
          // The visitor is the address before the last balancer, however many of them the request passed.
          "    real_ip_recursive on;\n",
        ]
      : []),
    logLines(options),
    "    server_tokens off;\n",
    "    charset utf-8;\n",
  ];
}

function logLines(options: NginxSiteOptions): string {
  const logs = (name: string) => quoted(`${options.logDirectory}/${name}`);
  return (
    `    access_log ${logs("access.log")} cowryshield_without_query;\n` +
    // nginx's error lines quote the request line, query and all, at levels below crit: a failed upstream is still
    // in the access log (502, 504) and in the service's own log.
    `    error_log ${logs("error.log")} crit;\n`
  );
}

/**
 * The desk's server block: its pages passed to the service with the service's own headers (no-store, the desk's
 * CSP, a document's stricter one), `/` and `/desk` sent to /desk/, and anything else 404 with the desk's headers:
 * no site files, no /admin/, no API.
 */
function deskServerBlock(options: NginxSiteOptions): string {
  const headers = { ...securityHeaders, ...deskHeaders };
  return [
    "server {\n",
    `    listen ${options.listen};\n`,
    `    server_name ${options.deskServerName};\n`,
    ...serverStart(options),
    "\n",
    location("^~ /desk/", {}, proxyTo(options.apiUpstream)),
    // Exact, or nginx would answer /desk itself with a 301 for the proxied /desk/.
    ...["/", "/desk"].map((entrance) => location(`= ${entrance}`, headers, "        return 303 /desk/;\n")),
    location("/", headers, "        return 404;\n"),
    "}\n",
  ].join("");
}

export function nginxServerBlock(rules: readonly HeaderRule[], options: NginxSiteOptions): string {
  const exact = rules.filter((rule) => !rule.path.endsWith("*"));
  return [
    "# Written by publishing the build (hosting/publish-site.ts) from its _headers; do not edit.\n",
    // This file is included in nginx's http block, where these two must be.
    httpLevel,
    ...(options.tls
      ? [
          "server {\n",
          "    listen 80;\n",
          `    server_name ${options.serverName ?? "_"} ${options.deskServerName};\n`,
          "    server_tokens off;\n",
          logLines(options),
          "    return 301 https://$host$request_uri;\n",
          "}\n\n",
        ]
      : []),
    // The site's first: nginx's default for its port, it answers a Host that names neither.
    "server {\n",
    `    listen ${options.listen};\n`,
    `    server_name ${options.serverName ?? "_"};\n`,
    ...serverStart(options),
    `    root ${quoted(options.root)};\n`,
    "    brotli_static on;\n",
    "    gzip_static on;\n",
    "    gzip_vary on;\n",
    "    error_page 404 /404.html;\n\n",
    // The proxy's own address is the visitor's as the service sees it (TRUST_PROXY=1): a visitor cannot
    // add addresses of their choosing to the one the service trusts. The service's own security headers give way
    // to nginx's, which its own answers (413, 502, 504) carry too.
    location(
      "/api/",
      { ...apiHeaders, "Content-Security-Policy": "$cowryshield_api_policy" },
      Object.keys(apiHeaders)
        .map((name) => `        proxy_hide_header ${name};\n`)
        .join("") +
        proxyTo(options.apiUpstream) +
        // Uploads stream through to the service, which judges their size and content as they arrive.
        "        proxy_request_buffering off;\n" +
        "        client_max_body_size 60m;\n",
    ),
    // The customers' claim status pages are the service's alone: their answers keep the service's own headers. The
    // desk is not here: /desk/ is the site's 404, as any address it does not have.
    location("^~ /claim-status/", {}, proxyTo(options.apiUpstream)),
    location("~ ^/_(headers|redirects)$", securityHeaders, "        return 404;\n"),
    location("^~ /static/", headersFor(rules, STATIC_FILES.slice(0, -1)), "        try_files $uri =404;\n"),
    // An unknown product: the 'Product Not Found' page, status 404, from its own exact location below, with its
    // own headers.
    location(
      "^~ /services/",
      { ...securityHeaders, "Cache-Control": REVALIDATE },
      "        try_files $uri $uri/index.html =404;\n" + `        error_page 404 ${quoted(PRODUCT_NOT_FOUND_PAGE)};\n`,
    ),
    // A page asked for without its slash is sent to its address, as static hosts do.
    ...exact
      .filter((rule) => rule.path.length > 1 && rule.path.endsWith("/"))
      .map((rule) =>
        location(`= ${quoted(rule.path.slice(0, -1))}`, securityHeaders, `        return 301 ${quoted(rule.path)};\n`),
      ),
    ...exact.flatMap((rule) =>
      addressesOf(rule.path).map((address) =>
        location(
          `= ${quoted(address)}`,
          headersFor(rules, rule.path),
          `        try_files ${quoted(fileOf(rule.path))} =404;\n`,
        ),
      ),
    ),
    location(
      "/",
      { ...securityHeaders, "Cache-Control": REVALIDATE },
      "        try_files $uri $uri/index.html =404;\n",
    ),
    "}\n\n",
    deskServerBlock(options),
  ].join("");
}
