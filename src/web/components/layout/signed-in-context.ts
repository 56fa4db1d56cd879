import { createContext, useContext } from "react";

/**
 * Whether the visitor is signed in, for chrome that differs (the public header's Sign in).
 * False until the session is known, so a prerendered page hydrates exactly as it was rendered and
 * changes only afterwards. The router provides it.
 */
export const SignedInContext = createContext(false);

export const useSignedIn = () => useContext(SignedInContext);
