// 'Return Home' on every payment page: a plain link (a whole page load, so the home page gets its
// own headers rather than the payment pages' policy).
import { Home } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/use-i18n';
import { cn } from '@/lib/cn';

export function ReturnHomeButton({ className }: { className?: string }) {
  const i18n = useI18n();
  return (
    <Button asChild variant="outline" className={cn(className)}>
      <a href="/">
        <Home aria-hidden />
        {i18n._('payments.returnHome')}
      </a>
    </Button>
  );
}
