/**
 * The first-byte bench's provider: the OpenAI-compatible stand-in, answering at once, in a process
 * of its own (first-byte-client.ts starts it). Sends { providerUrl } when it listens; answers any
 * later message with the body of the last request it took.
 */
import { startOpenAICompatibleServer } from "../tests/support/openai-compatible-server";

const provider = await startOpenAICompatibleServer();
provider.setBehaviour({ kind: "ok", text: "Hi there.", chunks: 1 });
process.on("message", () => process.send!({ lastBody: provider.requests.at(-1)?.body ?? null }));
process.once("disconnect", () => void provider.close().then(() => process.exit(0)));
process.send!({ providerUrl: provider.url });
