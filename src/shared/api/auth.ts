import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "../passwords";

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  subscriptionStatus: z.string(),
});
export type User = z.infer<typeof userSchema>;

const namePart = z.string().trim().max(80, "Names are at most 80 characters");

export const signUpRequestSchema = z.object({
  email: z.email("Enter a valid email address").max(254),
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
  firstName: namePart.min(1, "First name is required"),
  lastName: namePart,
  acceptTerms: z.literal(true, "You must be 18 or older and accept the Terms of Service"),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({
  email: z.email("Enter a valid email address").max(254),
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const updateProfileRequestSchema = z.object({
  firstName: namePart,
  lastName: namePart,
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
