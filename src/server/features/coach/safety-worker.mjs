// The safety check's own thread (safety-checker.ts): answers each { id, text } on the port it was
// given with { id, verdict }. The app runs its TypeScript through tsx, so this entry is JavaScript
// and loads the check through tsx's API, whatever the thread was started with.
import { workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { checkSafety } = await tsImport("./safety.ts", import.meta.url);
const { port } = workerData;
port.on("message", ({ id, text }) => port.postMessage({ id, verdict: checkSafety(text) }));
