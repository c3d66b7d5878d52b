// Why drive with us, what we ask and how hiring works: what an applicant wants to know before
// spending ten minutes on the form.
import { CalendarCheck, Clock, DollarSign, Headset, ShieldCheck, Wrench } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useI18n } from '@/i18n/use-i18n';

const REASONS = [
  {
    icon: DollarSign,
    title: /*i18n*/ { id: 'join.why.weeklyPay.title' },
    text: /*i18n*/ { id: 'join.why.weeklyPay.text' },
  },
  {
    icon: Clock,
    title: /*i18n*/ { id: 'join.why.homeTime.title' },
    text: /*i18n*/ { id: 'join.why.homeTime.text' },
  },
  {
    icon: Wrench,
    title: /*i18n*/ { id: 'join.why.equipment.title' },
    text: /*i18n*/ { id: 'join.why.equipment.text' },
  },
  {
    icon: Headset,
    title: /*i18n*/ { id: 'join.why.dispatch.title' },
    text: /*i18n*/ { id: 'join.why.dispatch.text' },
  },
] as const;

const REQUIREMENTS = [
  /*i18n*/ { id: 'join.requirements.license' },
  /*i18n*/ { id: 'join.requirements.age' },
  /*i18n*/ { id: 'join.requirements.record' },
  /*i18n*/ { id: 'join.requirements.medicalCard' },
  /*i18n*/ { id: 'join.requirements.documents' },
] as const;

const STEPS = [
  { title: /*i18n*/ { id: 'join.steps.apply.title' }, text: /*i18n*/ { id: 'join.steps.apply.text' } },
  { title: /*i18n*/ { id: 'join.steps.review.title' }, text: /*i18n*/ { id: 'join.steps.review.text' } },
  { title: /*i18n*/ { id: 'join.steps.interview.title' }, text: /*i18n*/ { id: 'join.steps.interview.text' } },
  { title: /*i18n*/ { id: 'join.steps.welcome.title' }, text: /*i18n*/ { id: 'join.steps.welcome.text' } },
] as const;

export function RecruitmentContent() {
  const i18n = useI18n();
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10">
      <section aria-labelledby="why-heading">
        <h2 id="why-heading" className="text-2xl font-bold tracking-tight">
          {i18n._('join.why.heading')}
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title.id}>
              <Card className="h-full">
                <CardHeader className="flex-row items-center gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-50 text-primary">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <CardTitle className="text-base">{i18n._(title)}</CardTitle>
                </CardHeader>
                <CardContent className="text-sm text-muted-foreground">{i18n._(text)}</CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-10 md:grid-cols-2">
        <section aria-labelledby="requirements-heading">
          <h2 id="requirements-heading" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <ShieldCheck className="size-6 text-green-700" aria-hidden /> {i18n._('join.requirements.heading')}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-sm">
            {REQUIREMENTS.map((requirement) => (
              <li key={requirement.id}>{i18n._(requirement)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <CalendarCheck className="size-6 text-primary" aria-hidden /> {i18n._('join.steps.heading')}
          </h2>
          <ol className="mt-4 space-y-3 text-sm">
            {STEPS.map(({ title, text }, index) => (
              <li key={title.id} className="flex gap-3">
                <span
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
                  aria-hidden
                >
                  {index + 1}
                </span>
                <span>
                  <span className="font-semibold">{i18n._(title)}.</span> {i18n._(text)}
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
