import { expect, type Page } from "@playwright/test";
import { ChatPage } from "./chat-page";

/**
 * A scripted stand-in for the Web Speech API, installed in the page before any script runs.
 * Recognition is driven by the test (`hear`, `fail`); synthesis records every utterance and ends
 * it when the test says so (`finish`), or after `utteranceMs` on the page's clock.
 */
export type StandInOptions = {
  recognition?: boolean;
  synthesis?: boolean;
  /** null: utterances end only when the test calls finish(). */
  utteranceMs?: number | null;
};

export type SpeechEvent =
  | { type: "recognition-start"; t: number; lang: string; continuous: boolean; interimResults: boolean }
  | { type: "recognition-stop" | "recognition-abort" | "cancel"; t: number }
  | {
      type: "speak";
      t: number;
      text: string;
      rate: number;
      volume: number;
      pitch: number;
      lang: string;
      voice: string | null;
      /** Utterances already waiting when this one was queued. */
      queued: number;
    }
  | { type: "end"; t: number; text: string }
  | { type: "fetch"; t: number; url: string };

export type SpeechControl = {
  events: SpeechEvent[];
  listening: boolean;
  hear(text: string, isFinal: boolean): void;
  fail(code: string): void;
  finish(): void;
};

declare global {
  interface Window {
    speech: SpeechControl;
  }
}

function standIn(options: StandInOptions) {
  const events: SpeechEvent[] = [];
  const now = () => Date.now();
  const later = (fn: () => void) => Promise.resolve().then(fn);

  const realFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    events.push({ type: "fetch", t: now(), url: String(input instanceof Request ? input.url : input) });
    return realFetch(input, init);
  };

  type Handler<E = void> = ((event: E) => void) | null;
  let active: StandInRecognition | null = null;
  class StandInRecognition {
    lang = "";
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    onstart: Handler = null;
    onspeechstart: Handler = null;
    onresult: Handler<unknown> = null;
    onerror: Handler<{ error: string }> = null;
    onend: Handler = null;
    private state: "new" | "on" | "ended" = "new";
    heardSpeech = false;
    start() {
      if (this.state !== "new")
        throw new DOMException("recognition has already started", "InvalidStateError");
      this.state = "on";
      active = this;
      const { lang, continuous, interimResults } = this;
      events.push({ type: "recognition-start", t: now(), lang, continuous, interimResults });
      later(() => this.onstart?.());
    }
    stop() {
      events.push({ type: "recognition-stop", t: now() });
      this.end();
    }
    abort() {
      events.push({ type: "recognition-abort", t: now() });
      this.end();
    }
    end() {
      if (this.state !== "on") return;
      this.state = "ended";
      if (active === this) active = null;
      later(() => this.onend?.());
    }
  }

  const control: SpeechControl = {
    events,
    get listening() {
      return active !== null;
    },
    hear(text, isFinal) {
      const recognition = active;
      if (!recognition) throw new Error("the microphone is off");
      if (!recognition.heardSpeech) {
        recognition.heardSpeech = true;
        recognition.onspeechstart?.();
      }
      const result = Object.assign([{ transcript: text, confidence: 0.93 }], { isFinal });
      recognition.onresult?.({ resultIndex: 0, results: [result] });
    },
    fail(code) {
      const recognition = active;
      if (!recognition) throw new Error("the microphone is off");
      recognition.onerror?.({ error: code });
      recognition.end();
    },
    finish() {
      finishHead();
    },
  };
  window.speech = control;

  const voices = [
    { name: "Samantha", lang: "en-US", voiceURI: "samantha", default: true, localService: true },
    { name: "Daniel", lang: "en-GB", voiceURI: "daniel", default: false, localService: true },
    { name: "Amélie", lang: "fr-CA", voiceURI: "amelie", default: false, localService: true },
    { name: "Anna", lang: "de-DE", voiceURI: "anna", default: false, localService: true },
    { name: "Rishi", lang: "en-IN", voiceURI: "rishi", default: false, localService: true },
  ];

  class StandInUtterance {
    lang = "";
    voice: { name: string } | null = null;
    rate = 1;
    volume = 1;
    pitch = 1;
    onstart: Handler = null;
    onend: Handler = null;
    onerror: Handler<{ error: string }> = null;
    constructor(public text = "") {}
  }

  const queue: StandInUtterance[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const synth = Object.assign(new EventTarget(), {
    speaking: false,
    pending: false,
    paused: false,
    getVoices: () => voices,
    speak(u: StandInUtterance) {
      events.push({
        type: "speak",
        t: now(),
        text: u.text,
        rate: u.rate,
        volume: u.volume,
        pitch: u.pitch,
        lang: u.lang,
        voice: u.voice?.name ?? null,
        queued: queue.length,
      });
      queue.push(u);
      if (queue.length === 1) startHead();
    },
    cancel() {
      events.push({ type: "cancel", t: now() });
      clearTimeout(timer);
      const dropped = queue.splice(0);
      synth.speaking = false;
      for (const u of dropped) u.onerror?.({ error: "interrupted" });
    },
    pause() {},
    resume() {},
  });
  function startHead() {
    const head = queue[0];
    if (!head) return;
    synth.speaking = true;
    head.onstart?.();
    if (options.utteranceMs != null) timer = setTimeout(finishHead, options.utteranceMs);
  }
  function finishHead() {
    const head = queue.shift();
    if (!head) return;
    clearTimeout(timer);
    events.push({ type: "end", t: now(), text: head.text });
    synth.speaking = queue.length > 0;
    head.onend?.();
    startHead();
  }

  const define = (name: string, value: unknown) =>
    Object.defineProperty(window, name, { configurable: true, writable: true, value });
  define("SpeechRecognition", undefined);
  define("webkitSpeechRecognition", options.recognition === false ? undefined : StandInRecognition);
  define("speechSynthesis", options.synthesis === false ? undefined : synth);
  define("SpeechSynthesisUtterance", options.synthesis === false ? undefined : StandInUtterance);
  window.addEventListener("load", () => synth.dispatchEvent(new Event("voiceschanged")));
}

export async function installSpeechStandIn(page: Page, options: StandInOptions = {}) {
  await page.addInitScript(standIn, options);
}

/** The stand-in's log, read from the page. */
export function speechEvents(page: Page): Promise<SpeechEvent[]> {
  return page.evaluate(() => window.speech.events.map((e) => ({ ...e })));
}

export async function spoken(page: Page): Promise<string[]> {
  return (await speechEvents(page)).flatMap((e) => (e.type === "speak" ? [e.text] : []));
}

// Driving the chat with the page's clock paused, so delays are measured exactly.

/** The stored reply's text out of the chat call's event stream. */
export function sseDone(body: string): string {
  for (const block of body.split("\n\n")) {
    if (!block.startsWith("data: ")) continue;
    const event = JSON.parse(block.slice(6)) as { type: string; message?: { content: string } };
    if (event.type === "done" && event.message) return event.message.content;
  }
  throw new Error("no done event");
}

/** Lets the page's timers due now run until `done` holds, without moving its paused clock on. */
export async function settle(page: Page, done: () => Promise<boolean>) {
  await expect
    .poll(async () => {
      await page.clock.runFor(0);
      return done();
    })
    .toBe(true);
  // Effects of that render run in a message task; two more rounds make sure they have.
  for (let i = 0; i < 2; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

export const storedReply = (chat: ChatPage) =>
  chat.coachMessages.filter({ hasNot: chat.page.locator("[data-streaming]") });

/** Opens the chat with the stand-in and the page's clock paused. */
export async function openPaused(page: Page, options: StandInOptions = {}) {
  await installSpeechStandIn(page, options);
  await page.clock.install();
  const chat = new ChatPage(page);
  await chat.open();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  return chat;
}

/** Sends by typing and waits, clock paused, until the stored reply is on screen; returns its text. */
export async function replyTo(chat: ChatPage, text: string, nth = 1): Promise<string> {
  const answer = chat.page.waitForResponse("**/api/chat");
  await chat.send(text);
  const reply = sseDone(await (await answer).text());
  await settle(chat.page, async () => (await storedReply(chat).count()) === nth);
  return reply;
}
