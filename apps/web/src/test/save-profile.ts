/** Saves a signed-in login in the browser's storage, as a successful login leaves it. */
export function saveProfile(
  name: string,
  options: { emailVerified?: boolean; role?: "student" | "examiner" } = {},
) {
  localStorage.setItem(
    "profile",
    JSON.stringify({
      token: "abc".repeat(10),
      token_type: "Bearer",
      expires_at: "2030-01-01T00:00:00Z",
      user: {
        id: 1,
        name,
        email: "sita@example.com",
        email_verified: options.emailVerified,
        ...(options.role ? { role: options.role } : {}),
      },
    }),
  );
}
