// Types the UI hands to the worker.

/** What the UI knows about the device and the page, sent with preLogin (and os/deviceModel with after-login info). */
export interface DeviceInfo {
  os: string;
  deviceModel: string;
  language: string;
  countryCodeISO: string;
  currency: string;
  /** The page's query string, so the server can attribute invites and campaigns. */
  urlParams: string;
}
