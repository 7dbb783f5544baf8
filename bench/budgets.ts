/** The budgets that keep the site fast on a phone: medians of Lighthouse's mobile preset on every route. */

export interface RouteSpec {
  path: string;
  /** Pages with a form may load Formik, Yup and the form code. */
  hasForm: boolean;
  /** The page's total transfer budget, where it has one of its own (the home page and a product page). */
  maxTotalKb?: number;
  /**
   * A page that answers `noindex`, as a not-found page and a customer's own claim page must, which Lighthouse's SEO
   * score counts against it; its SEO score is reported but not held to 100.
   */
  noindex?: boolean;
  /**
   * Where Lighthouse loads the route, when not from `path`. Lighthouse refuses to audit a page answered
   * with 404, which is what the service rightly sends for an unknown product; the same HTML, served with
   * 200 at its file's own address, renders the same 'Product Not Found' page with the same code.
   */
  auditPath?: string;
  /** Where the route is served, when not the site's origin: the desk's queue, on the desk's own (DESK_ORIGIN). */
  auditOrigin?: string;
}

export const budgets = {
  minPerformance: 0.98,
  minAccessibility: 1,
  minBestPractices: 1,
  minSeo: 1,
  maxLcpMs: 1500,
  maxTbtMs: 100,
  maxCls: 0.01,
  maxJsKbWithoutForm: 100,
  maxJsKbWithForm: 130,
  /** The largest picture a page loads, which is its hero banner where it has one. */
  maxImageKb: 80,
};

export type Budgets = typeof budgets;

export const routes: RouteSpec[] = [
  { path: "/", hasForm: true, maxTotalKb: 300 },
  { path: "/about/", hasForm: false },
  { path: "/services/", hasForm: false },
  { path: "/services/motor-insurance/", hasForm: false, maxTotalKb: 220 },
  { path: "/claims/", hasForm: true },
  { path: "/contact/", hasForm: true },
  { path: "/careers/", hasForm: false },
  { path: "/privacy/", hasForm: false },
  { path: "/services/no-such-product", hasForm: false, noindex: true, auditPath: "/services/404.html" },
];

/** The profile of the site's typical visitor: a low-cost Android phone on congested 3G, simulated by Lighthouse. */
export const lowEndProfile = {
  rttMs: 300,
  throughputKbps: 700,
  /** How much slower the phone is than the reference machine below. */
  cpuSlowdown: 6,
  /**
   * The machine the slowdown is taken from, by Lighthouse's BenchmarkIndex: this workplace's machine when quiet
   * (3,860-4,210 on 2026-11-24). The same machine measured 1,820-1,960 when busy, and a fixed 6× then stood for a
   * phone twice as slow. So a slower machine is slowed less, to stand for the same phone, as DevTools' CPU
   * calibration does against a device's BenchmarkIndex; a faster one is slowed 6×, never less.
   */
  referenceBenchmarkIndex: 4000,
};

/** The low-end profile's budgets, on every route and the claim status page; the byte budgets are the default profile's. */
export const lowEndBudgets: Budgets = { ...budgets, minPerformance: 0.99, maxLcpMs: 1500, maxTbtMs: 100, maxCls: 0.01 };

/** The forms that must take input within `maxFormReadyMs` of the navigation's start on the low-end profile. */
export const formPages = [
  { path: "/", form: "#quote form" },
  { path: "/claims/", form: "#claims-form form" },
];
export const maxFormReadyMs = 3000;

/** What CI measures on every run: the heaviest page and a product page. */
export const ciRoutePaths = ["/", "/services/motor-insurance/"];

/**
 * The customer's claim status page (issue #35), served by the service to the claim's session alone: measured on the
 * low-end profile only, on `claimStatusScreen`, at a claim the bench files and staff move to "Waiting for documents"
 * (bench/claim-status-session.ts). Its upload forms may load the upload code, as the claim form does.
 */
export const claimStatusRoute: RouteSpec = { path: "/claim-status/claims/REFERENCE", hasForm: true, noindex: true };

/**
 * The desk's queue (issue #44), on the desk's origin to a member of staff's desk session: measured on the low-end
 * profile only, on `claimStatusScreen` (the officer on a phone), with the claim above and the other claims and
 * quote requests the bench files (bench/claim-status-session.ts) in it. It loads no script (the desk's passkey script
 * is on the sign-in pages alone), so it is held to a page without a form's JavaScript budget; its filters are a plain
 * form.
 */
export const deskQueueRoute: RouteSpec = { path: "/desk/", hasForm: false, noindex: true };

/** A 375 px phone's screen (the width), at two device pixels per CSS pixel. */
export const claimStatusScreen = { width: 375, height: 667, deviceScaleFactor: 2 };

/**
 * The desk's queue at 100,000 submissions (`npm run bench:desk-queue`): each page of the queue and each search, the
 * whole request through the route, median of 30 on this workplace's two-core machine.
 */
export const maxDeskQueueMs = 50;
