/* global fetch */
// A test-runner launcher for WebKit: WebKitGTK's WebKitWebDriver (W3C WebDriver) driving its
// MiniBrowser, one window that test files take in turn, on an Xvfb display of its own (the
// MiniBrowser's own headless mode hangs the session).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

// WebDriver's code points for the keys the tests press (`sendKeys({ press })`).
const keyCodes = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Space: ' ',
  Tab: '\uE004',
  Backspace: '\uE003',
  Delete: '\uE017',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many times a send-keys the driver refuses as still busy is tried in all (50 ms apart). */
const SEND_KEYS_TRIES = 5;

export class WebKitLauncher {
  name = 'WebKit';
  // The commands plugin (sendKeys) talks to launchers of this type through `sendKeys()`.
  type = 'webdriver';

  constructor({ driver, browser, xvfb }) {
    this.driverPath = driver;
    this.xvfbPath = xvfb;
    this.browserPath = browser;
    this.active = new Map();
    this.queue = Promise.resolve();
  }

  async initialize() {
    // Should the runner end without stop(), the display and the driver go with it.
    process.once('exit', () => {
      for (const child of [this.driver, this.xvfb]) if (child?.exitCode === null) child.kill('SIGTERM');
    });
  }

  async command(method, path, body) {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    });
    const { value } = await response.json();
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value?.error}: ${value?.message}`);
    return value;
  }

  /** An Xvfb on a free display number (it prints the number it took). */
  async startDisplay() {
    this.xvfb = spawn(this.xvfbPath, ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const display = await new Promise((resolve, reject) => {
      let out = '';
      this.xvfb.stdout.on('data', (chunk) => {
        out += chunk;
        if (out.includes('\n')) resolve(`:${out.trim()}`);
      });
      this.xvfb.once('error', reject);
      this.xvfb.once('exit', () => reject(new Error('Xvfb stopped before it took a display')));
    });
    return display;
  }

  async startDriver() {
    const port = await freePort();
    // Its own Xvfb when there is one (no window on a desktop, none to take focus away), else the desktop's.
    const env = { ...process.env, DISPLAY: this.xvfbPath ? await this.startDisplay() : process.env.DISPLAY };
    // No GPU here: accelerated compositing would go through software GL and cost about twice the CPU.
    env.WEBKIT_DISABLE_COMPOSITING_MODE ??= '1';
    this.driver = spawn(this.driverPath, [`--port=${port}`], { stdio: 'ignore', env });
    this.base = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries++) {
      try {
        if ((await this.command('GET', '/status')).ready) break;
      } catch {
        if (tries > 100) throw new Error(`${this.driverPath} did not answer on port ${port}`);
      }
      await sleep(100);
    }
    const session = await this.command('POST', '/session', {
      capabilities: {
        alwaysMatch: { 'webkitgtk:browserOptions': { binary: this.browserPath, args: ['--automation'] } },
      },
    });
    this.session = `/session/${session.sessionId}`;
  }

  // One window: sessions run one after another even if the runner asks for more at once.
  serial(task) {
    const run = this.queue.then(task);
    this.queue = run.catch(() => {});
    return run;
  }

  startSession(sessionId, url) {
    return this.serial(async () => {
      if (!this.session) await this.startDriver();
      this.active.set(sessionId, url);
      await this.command('POST', `${this.session}/url`, { url });
    });
  }

  isActive(sessionId) {
    return this.active.has(sessionId);
  }

  getBrowserUrl(sessionId) {
    return this.active.has(sessionId) ? this.command('GET', `${this.session}/url`) : undefined;
  }

  stopSession(sessionId) {
    return this.serial(async () => {
      this.active.delete(sessionId);
      // A blank page stops the file's timers and requests before the next file comes.
      await this.command('POST', `${this.session}/url`, { url: 'about:blank' });
      return {};
    });
  }

  async startDebugSession() {
    throw new Error('No debug session for WebKit: run the file in Chromium with --manual instead.');
  }

  /**
   * Presses each key in turn, as a person would (the commands plugin passes `[press]`); a chord
   * (`Shift+Tab`) holds its first keys down while it presses the last.
   */
  async sendKeys(_sessionId, keys) {
    const actions = [];
    const codeOf = (key) => {
      const value = keyCodes[key] ?? key;
      if ([...value].length !== 1) throw new Error(`WebKit launcher: no code point for the key "${key}"`);
      return value;
    };
    for (const key of keys) {
      const chord = key.length > 1 && key.includes('+') ? key.split('+').map(codeOf) : [codeOf(key)];
      actions.push(...chord.map((value) => ({ type: 'keyDown', value })), ...chord.reverse().map((value) => ({ type: 'keyUp', value })));
    }
    // Each key is released by its own keyUp: no release call, which the driver can fail on mid-navigation.
    const body = { actions: [{ type: 'key', id: 'keyboard', actions }] };
    // WebKitWebDriver now and then refuses the keys while it still finishes the previous actions
    // ("A previous interaction is still underway"; once in a list's contract test, failing CI): that
    // refusal, and only it, is tried again, a few times and briefly. Any other error fails at once.
    for (let tries = 1; ; tries++) {
      try {
        await this.command('POST', `${this.session}/actions`, body);
        return;
      } catch (error) {
        if (tries >= SEND_KEYS_TRIES || !/previous interaction is still underway/i.test(error.message)) throw error;
        await sleep(50);
      }
    }
  }

  async stop() {
    if (this.session) await this.command('DELETE', this.session).catch(() => {});
    for (const child of [this.driver, this.xvfb]) {
      if (!child || child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(3000)]);
    }
    this.driver = this.xvfb = this.session = undefined;
  }
}
