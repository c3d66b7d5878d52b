import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { watchChunkLoadFailures } from './components/layout/chunk-load-failure';
import { RootErrorBoundary } from './components/layout/site-error-boundaries';
import { loadMeasurementScript } from './features/analytics/measurement-script';
import { activateLocale, pageLocale } from './i18n/locale';
import './styles.css';

loadMeasurementScript();
watchChunkLoadFailures();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The page's language and its common messages first (the server preloads them with this script).
void activateLocale(pageLocale()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <RootErrorBoundary>
        <App />
      </RootErrorBoundary>
    </StrictMode>,
  ),
);
