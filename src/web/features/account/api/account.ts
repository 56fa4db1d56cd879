import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountRequest } from "../../../../shared/api/account";
import { apiRequest } from "../../../lib/api-client";

/** A plain link: the server answers with the file as an attachment. */
export const EXPORT_URL = "/api/account/export";

export const deleteAccount = (body: DeleteAccountRequest) => apiRequest<void>("DELETE", "/api/account", body);

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
