// What a sign-in step needs of the server's zod schema: to check what was typed the way the
// server will, and say the first problem.
export interface SignInSchema<Output> {
  safeParse(value: unknown): { success: true; data: Output } | { success: false; error: { issues: readonly { message: string }[] } };
}
