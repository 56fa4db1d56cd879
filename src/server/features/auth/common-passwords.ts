import { dictionary } from "@zxcvbn-ts/language-common";

// ~49k passwords seen most often in breaches (the list zxcvbn ships). Refused at sign-up.
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
