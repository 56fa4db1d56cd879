import type { DemoChatRequest, DemoChatResponse } from "../../../../shared/api/demo";
import { apiRequest } from "../../../lib/api-client";

/** One demo question; the server answers with the offline coach after at least 1 s and keeps nothing. */
export const sendDemoMessage = (body: DemoChatRequest) =>
  apiRequest<DemoChatResponse>("POST", "/api/demo/chat", body);
