// Why drive with us, what we ask and how hiring works: what an applicant wants to know before
// spending ten minutes on the form.
import { CalendarCheck, Clock, DollarSign, Headset, ShieldCheck, Wrench } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const REASONS = [
  { icon: DollarSign, title: 'Weekly pay', text: 'Paid every week by direct deposit, with every mile and stop on your statement.' },
  {
    icon: Clock,
    title: 'Home time you can plan',
    text: 'Local, regional and long-haul routes: tell us the schedule that works for your family.',
  },
  {
    icon: Wrench,
    title: 'Well-kept equipment',
    text: 'Late-model trucks on a strict maintenance schedule, so you spend your day driving.',
  },
  { icon: Headset, title: '24/7 dispatch', text: 'A real person answers at any hour when a load changes or the road closes.' },
] as const;

const REQUIREMENTS = [
  'A valid driver\u2019s license: CDL (Class A, B or C), chauffeur or non-commercial, depending on the route',
  'At least 18 years old (21 for interstate CDL routes, as federal rules require)',
  'A safe driving record',
  'A current DOT medical card for commercial routes',
  'Your resume and a copy of your license, ready to upload (PDF, Word or a clear photo)',
] as const;

const STEPS = [
  { title: 'Apply online', text: 'Fill in the form below and attach your documents.' },
  { title: 'We review', text: 'Our recruiting team reads every application, usually within 2-3 business days.' },
  { title: 'Interview', text: 'We call you to talk about routes, schedule and pay.' },
  { title: 'Welcome aboard', text: 'Orientation, your first load, and a team that has your back.' },
] as const;

export function RecruitmentContent() {
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10">
      <section aria-labelledby="why-heading">
        <h2 id="why-heading" className="text-2xl font-bold tracking-tight">
          Why drive with us
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader className="flex-row items-center gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-50 text-primary">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <CardTitle className="text-base">{title}</CardTitle>
                </CardHeader>
                <CardContent className="text-sm text-muted-foreground">{text}</CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-10 md:grid-cols-2">
        <section aria-labelledby="requirements-heading">
          <h2 id="requirements-heading" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <ShieldCheck className="size-6 text-green-700" aria-hidden /> What we ask
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-sm">
            {REQUIREMENTS.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <CalendarCheck className="size-6 text-primary" aria-hidden /> How it works
          </h2>
          <ol className="mt-4 space-y-3 text-sm">
            {STEPS.map(({ title, text }, index) => (
              <li key={title} className="flex gap-3">
                <span
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
                  aria-hidden
                >
                  {index + 1}
                </span>
                <span>
                  <span className="font-semibold">{title}.</span> {text}
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
