/**
 * How every browser this project drives is launched, the e2e tests and bench/first-paint.mjs
 * alike: Debian's Chromium (apt-get, never a browser downloaded at run time), with the flags that
 * keep it from reaching for the network, which this machine refuses.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
