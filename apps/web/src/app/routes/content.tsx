import { ContentPage } from '../../features/content/components/content-page.tsx';

export const HelpRoute = () => <ContentPage id="help" />;
export const AboutRoute = () => <ContentPage id="about" />;
export const TermsRoute = () => <ContentPage id="terms" />;
export const PrivacyRoute = () => <ContentPage id="privacy" />;
