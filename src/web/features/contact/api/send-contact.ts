import { useMutation } from "@tanstack/react-query";
import type { ContactRequest, ContactResponse } from "../../../../shared/api/contact";
import { apiRequest } from "../../../lib/api-client";

export const sendContactMessage = (body: ContactRequest) =>
  apiRequest<ContactResponse>("POST", "/api/contact", body);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
