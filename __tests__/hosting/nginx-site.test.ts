/**
 * @jest-environment node
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeHostFiles } from "../../gatsby/rewrites/write-host-files";
import { headersFor, siteHeaderRules } from "../../hosting/headers";
import { nginxServerBlock } from "../../hosting/nginx-site";
import { nginxOptionsFrom } from "../../hosting/publish-site";
import { startNginx } from "../../tooling/nginx-process";
import { builtSite } from "../support/built-site";

/** `nginx -t` on the server block inside a minimal configuration of its own. */
function nginxTest(serverBlock: string) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-test-"));
  fs.writeFileSync(path.join(prefix, "site.conf"), serverBlock);
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    `load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;\npid ${prefix}/nginx.pid;\n` +
      `error_log ${prefix}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include ${prefix}/site.conf;\n}\n`,
  );
  return spawnSync("/usr/sbin/nginx", ["-t", "-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
    encoding: "utf8",
  });
}

describe("the nginx server block", () => {
  const site = builtSite();
  writeHostFiles(site, {});
  const rules = siteHeaderRules(site);

  it("is valid nginx configuration as written for plain HTTP", () => {
    const result = nginxTest(nginxServerBlock(rules, nginxOptionsFrom({}, site)));
    expect(result.stderr).toContain("test is successful");
    expect(result.status).toBe(0);
  });

  it("terminates TLS with the certificate given, and sends plain HTTP to HTTPS", () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "tls-"));
    const [certificate, certificateKey] = [path.join(directory, "site.crt"), path.join(directory, "site.key")];
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-keyout",
        certificateKey,
        "-out",
        certificate,
      ],
      { stdio: "ignore" },
    );
    const options = nginxOptionsFrom(
      {
        NGINX_TLS_CERTIFICATE: certificate,
        NGINX_TLS_CERTIFICATE_KEY: certificateKey,
        NGINX_SERVER_NAME: "cowryshield.ng",
        DESK_ORIGIN: "https://desk.cowryshield.ng",
      },
      site,
    );
    const block = nginxServerBlock(rules, options);
    expect(block).toContain(
      "server {\n    listen 80;\n    server_name cowryshield.ng desk.cowryshield.ng;\n    server_tokens off;\n" +
        '    access_log "/var/log/nginx/access.log" cowryshield_without_query;\n' +
        '    error_log "/var/log/nginx/error.log" crit;\n' +
        "    return 301 https://$host$request_uri;\n}\n",
    );
    expect(block).toContain(
      `    listen 443 ssl http2;\n    server_name cowryshield.ng;\n` +
        `    ssl_certificate "${certificate}";\n    ssl_certificate_key "${certificateKey}";\n` +
        "    ssl_protocols TLSv1.2 TLSv1.3;\n    ssl_session_tickets off;\n",
    );
    expect(block).toContain(
      `    listen 443 ssl http2;\n    server_name desk.cowryshield.ng;\n` +
        `    ssl_certificate "${certificate}";\n    ssl_certificate_key "${certificateKey}";\n` +
        "    ssl_protocols TLSv1.2 TLSv1.3;\n    ssl_session_tickets off;\n",
    );
    const result = nginxTest(block);
    expect(result.stderr).toContain("test is successful");
    expect(result.status).toBe(0);
  });

  it("sends the claim status pages to the service whole from the site's block, and the desk from its own alone", () => {
    const [siteBlock, desk] = nginxServerBlock(
      rules,
      nginxOptionsFrom({ DESK_ORIGIN: "https://desk.example.ng" }, site),
    )
      .split("\nserver {\n")
      .slice(1);
    const proxied = (prefix: string) => new RegExp(`    location \\^~ ${prefix} \\{\\n        proxy_pass [^;]+;\\n`);
    expect(siteBlock).toMatch(proxied("/claim-status/"));
    expect(siteBlock).not.toContain("/desk");
    expect(desk).toMatch(/^ {4}listen 80;\n {4}server_name desk\.example\.ng;\n/);
    expect(desk).toMatch(proxied("/desk/"));
    expect(desk!.match(/proxy_pass/g)).toHaveLength(1);
    expect(desk).not.toMatch(/root |try_files|\/admin|\/api\//);
    expect(desk).toMatch(/ {4}location \/ \{\n( {8}add_header [^\n]+ always;\n)+ {8}return 404;\n {4}\}\n\}\n$/);
  });

  it("takes the visitor's address from the load balancers named, and only from them", () => {
    const block = nginxServerBlock(rules, nginxOptionsFrom({ NGINX_REAL_IP_FROM: "10.0.0.0/8, 2001:db8::/32" }, site));
    expect(block).toContain(
      "    set_real_ip_from 10.0.0.0/8;\n    set_real_ip_from 2001:db8::/32;\n" +
        "    real_ip_header X-Forwarded-For;\n    real_ip_recursive on;\n",
    );
    expect(nginxServerBlock(rules, nginxOptionsFrom({}, site))).not.toContain("real_ip");
    const result = nginxTest(block);
    expect(result.stderr).toContain("test is successful");
    expect(() => nginxOptionsFrom({ NGINX_REAL_IP_FROM: "10.0.0.1; return 200" }, site)).toThrow(
      `publish: NGINX_REAL_IP_FROM must be the load balancers' addresses or CIDRs, comma-separated; got "10.0.0.1; return 200"`,
    );
  });

  it("logs each request's path without its query, and keeps error lines, which quote the query, to crit", () => {
    const block = nginxServerBlock(rules, nginxOptionsFrom({ NGINX_LOG_DIR: "/var/log/cowryshield" }, site));
    expect(block).toContain(
      "log_format cowryshield_without_query\n" +
        "    '[$time_local] \"$request_method $cowryshield_path $server_protocol\" $status $body_bytes_sent $request_time';\n",
    );
    expect(block).not.toMatch(/\$request[ "']|\$args|\$query_string|\$request_uri[^ ]|\$http_referer/);
    expect(block).toContain(
      '    access_log "/var/log/cowryshield/access.log" cowryshield_without_query;\n' +
        '    error_log "/var/log/cowryshield/error.log" crit;\n',
    );
  });

  it("answers an unknown product with the 'Product Not Found' page and its headers, status 404, in real nginx", async () => {
    // nginx's workers, run as nobody when nginx is started as root, must read the site: mkdtemp's folder is 0700.
    fs.chmodSync(path.dirname(site), 0o755);
    const nginx = await startNginx("http://127.0.0.1:9", { site });
    try {
      const notFoundPage = fs.readFileSync(path.join(site, "services", "404.html"), "utf8");
      const pageHeaders = headersFor(rules, "/services/404.html");
      for (const address of ["/services/no-such-product/", "/services/no-such-product", "/services/x/y/"]) {
        const response = await fetch(`${nginx.origin}${address}`, { redirect: "manual" });
        expect([address, response.status]).toEqual([address, 404]);
        const body = await response.text();
        expect(body).toBe(notFoundPage);
        expect(body).toContain("<h1>Product Not Found</h1>");
        expect(body).toContain('<a href="/services/">Back to Services</a>');
        for (const [name, value] of Object.entries(pageHeaders)) expect(response.headers.get(name)).toBe(value);
      }
      const product = await fetch(`${nginx.origin}/services/motor-insurance/`);
      expect(product.status).toBe(200);
      expect(await product.text()).toContain("<h1>Motor Insurance</h1>");
      const otherPage = await fetch(`${nginx.origin}/no-such-page/`);
      expect(otherPage.status).toBe(404);
      expect(await otherPage.text()).toContain("Page Not Found");
    } finally {
      await nginx.stop();
    }
  });

  it("is refused with half of a TLS setting", () => {
    expect(() => nginxOptionsFrom({ NGINX_TLS_CERTIFICATE: "/etc/ssl/site.crt" }, "/srv/site")).toThrow(
      "publish: set both NGINX_TLS_CERTIFICATE and NGINX_TLS_CERTIFICATE_KEY, or neither",
    );
  });

  it("is refused with a DESK_ORIGIN the service would refuse, saying why as the service does", () => {
    expect(() =>
      nginxOptionsFrom({ PUBLIC_ORIGIN: "https://cowryshield.ng", DESK_ORIGIN: "https://cowryshield.ng" }, "/srv/site"),
    ).toThrow(
      'publish: DESK_ORIGIN must be on a host name of its own, not PUBLIC_ORIGIN\'s (cowryshield.ng), e.g. https://desk.cowryshield.com.ng; got "https://cowryshield.ng"',
    );
  });
});
