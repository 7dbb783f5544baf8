/** An XMLHttpRequest stand-in: records what was sent and lets the test report progress and answer. */
type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

export class FakeXhr {
  static last: FakeXhr | undefined;
  method = "";
  url = "";
  body: unknown;
  headers: Record<string, string> = {};
  status = 0;
  response: unknown = null;
  responseType = "";
  private listeners: Record<string, Listener[]> = {};
  private uploadListeners: Record<string, Listener[]> = {};
  upload = {
    addEventListener: (type: string, listener: Listener) => (this.uploadListeners[type] ??= []).push(listener),
  };

  constructor() {
    FakeXhr.last = this;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  addEventListener(type: string, listener: Listener) {
    (this.listeners[type] ??= []).push(listener);
  }

  send(body: unknown) {
    this.body = body;
  }

  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.progress ?? []) listener({ lengthComputable: true, loaded, total });
  }

  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    for (const listener of this.listeners.load ?? []) listener({ lengthComputable: false, loaded: 0, total: 0 });
  }

  fail() {
    for (const listener of this.listeners.error ?? []) listener({ lengthComputable: false, loaded: 0, total: 0 });
  }
}

/** Replaces window.XMLHttpRequest for one test; call the returned function to put it back. */
export function installFakeXhr(): () => void {
  const real = window.XMLHttpRequest;
  FakeXhr.last = undefined;
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return () => {
    window.XMLHttpRequest = real;
  };
}
