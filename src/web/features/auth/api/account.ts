import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignInRequest, SignUpRequest, UpdateProfileRequest, User } from "../../../../shared/api/auth";
import { apiRequest } from "../../../lib/api-client";
import { userQueryKey } from "./use-user";

export const signIn = (body: SignInRequest) => apiRequest<User>("POST", "/api/account/sign-in", body);
export const signUp = (body: SignUpRequest) => apiRequest<User>("POST", "/api/account/sign-up", body);
export const updateProfile = (body: UpdateProfileRequest) =>
  apiRequest<User>("PATCH", "/api/auth/user", body);

function useUserMutation<T>(fn: (body: T) => Promise<User>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}

export const useSignIn = () => useUserMutation(signIn);
export const useSignUp = () => useUserMutation(signUp);
export const useUpdateProfile = () => useUserMutation(updateProfile);
