import { useQuery } from "@tanstack/react-query";
import type { ClientSecretResponse } from "../../../../shared/api/billing";
import { apiRequest } from "../../../lib/api-client";

/**
 * The Payment Element's client secret. The server reuses the user's incomplete subscription,
 * so asking again (Retry, a reload) never creates a second one.
 */
export const useClientSecret = (enabled: boolean) =>
  useQuery({
    queryKey: ["billing", "client-secret"],
    queryFn: () => apiRequest<ClientSecretResponse>("POST", "/api/get-or-create-subscription"),
    enabled,
    gcTime: 0,
  });
