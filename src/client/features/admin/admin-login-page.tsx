// /admin-login: e-mail and password (with show/hide), 'Logging in...' while busy, the spec's
// toasts, and on success the dashboard. An admin who is already signed in goes straight there.
// 'Forgot password?' leads to the reset-by-e-mail page (issue 20).
import { Eye, EyeOff, Lock } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { adminLoginSchema } from '@shared/admin/admin-auth';
import { backOfficeReturnPath, PAGE_PATHS } from '@shared/page-routes';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminSession, useSignIn } from './api/admin-session';
import { SignInCodeForm } from './components/sign-in-code-form';

export function AdminLoginPage() {
  usePageTitle('Admin Login');
  const [, navigate] = useLocation();
  const session = useAdminSession();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  // After a right password, an admin with two-factor sign-in on is asked for the code.
  const [step, setStep] = useState<'password' | 'code'>('password');
  // The area a signed-out member had opened (see AdminDashboardPage), else the dashboard.
  const [destination] = useState(() => backOfficeReturnPath(new URLSearchParams(window.location.search).get('next')));

  useEffect(() => {
    if (session.data) navigate(destination, { replace: true });
  }, [session.data, destination, navigate]);

  function welcome() {
    toast({ title: 'Login successful', description: 'Welcome to the admin dashboard' });
    navigate(destination);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = adminLoginSchema.safeParse({ email, password });
    if (!parsed.success) {
      const errors: typeof fieldErrors = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as 'email' | 'password'] ??= issue.message;
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    signIn.mutate(parsed.data, {
      onSuccess: (result) => {
        if (result.next === 'code') {
          setStep('code');
          return;
        }
        if (result.next === 'enrol') {
          toast({ title: 'Set up two-factor sign-in', description: 'This site requires an authenticator app for every admin.' });
          navigate(PAGE_PATHS.adminTwoFactor);
          return;
        }
        welcome();
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          toast({ title: 'Login failed', description: error.serverMessage ?? 'Invalid email or password', variant: 'destructive' });
        } else {
          toast({ title: 'Login error', description: 'An error occurred during login', variant: 'destructive' });
        }
      },
    });
  }

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary">
            <Lock className="size-6" aria-hidden />
          </div>
          <h1 className="text-2xl font-semibold leading-tight tracking-tight">Admin Login</h1>
          <CardDescription>Sign in to manage requests and applications.</CardDescription>
        </CardHeader>
        <CardContent>
          {step === 'code' ? (
            <SignInCodeForm
              onSignedIn={welcome}
              onStartOver={(message) => {
                setPassword('');
                setStep('password');
                toast({ title: 'Login failed', description: message, variant: 'destructive' });
              }}
            />
          ) : (
            <form noValidate onSubmit={submit} className="flex flex-col gap-4">
              <div className="flex flex-col gap-2">
                <Label htmlFor="admin-email">Email</Label>
                <Input
                  id="admin-email"
                  type="email"
                  autoComplete="username"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  {...errorAria('admin-email-error', fieldErrors.email)}
                  required
                />
                <FieldError id="admin-email-error" error={fieldErrors.email} />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="admin-password">Password</Label>
                <div className="relative">
                  <Input
                    id="admin-password"
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    className="pr-11"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    {...errorAria('admin-password-error', fieldErrors.password)}
                    required
                  />
                  <button
                    type="button"
                    onClick={() => setShowPassword((shown) => !shown)}
                    className="absolute right-1 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    aria-pressed={showPassword}
                  >
                    {showPassword ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
                  </button>
                </div>
                <FieldError id="admin-password-error" error={fieldErrors.password} />
                <Link href={PAGE_PATHS.adminForgotPassword} className="self-end text-sm text-primary underline-offset-4 hover:underline">
                  Forgot password?
                </Link>
              </div>
              <Button type="submit" className="mt-2 w-full" disabled={signIn.isPending}>
                {signIn.isPending ? 'Logging in...' : 'Login'}
              </Button>
              <Button asChild variant="ghost" className="w-full">
                <Link href={PAGE_PATHS.home}>Back to Home</Link>
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
