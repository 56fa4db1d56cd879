import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { useLocation } from "wouter";
import type { ScenarioId } from "../../../../shared/practice/scenarios";
import { isSubscriptionRequired, isUnauthorizedError, serverMessage } from "../../../lib/api-client";
import { practiceKey, useStartPractice } from "../api/practice";

/**
 * Starts a scene and opens it. A start the free plan's daily cap refuses says so and refreshes the
 * overview (its count of scenes left); any other failure shows the server's reason.
 */
export function useStartScene() {
  const start = useStartPractice();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const startScene = (scenarioId: ScenarioId) =>
    start.mutate(
      { scenarioId },
      {
        onSuccess: (session) => navigate(`/practice/${session.id}`),
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          // The plan's daily cap on new scenes.
          if (isSubscriptionRequired(error)) {
            toast.error("Premium Subscription Required", {
              description: "Upgrade to practise without a daily limit.",
            });
            void queryClient.invalidateQueries({ queryKey: practiceKey, exact: true });
            return;
          }
          toast.error("Error", {
            description: serverMessage(error, "Could not start the scene. Please try again."),
          });
        },
      },
    );

  return {
    startScene,
    isPending: start.isPending,
    /** The scenario being started, while it is. */
    startingId: start.isPending ? start.variables?.scenarioId : undefined,
  };
}
