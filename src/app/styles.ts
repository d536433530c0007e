/**
 * The stylesheet of the parts the prerenderer draws and the browser never runs (the shell around every
 * page): their components stay on the server, so their CSS is named here for the site's one stylesheet
 * (cssCodeSplit: false). The sections' CSS comes with their chunks (the registry). Kept in the order the
 * cascade had; tests/unit/styles.test.ts checks that every shell stylesheet is here.
 */
import '../ui/Button.css';
import '../shell/consent/ManageCookies.css';
import '../shell/Footer.css';
import '../shell/Header.css';
import '../shell/LanguageSwitcher.css';
import '../shell/NotFound.css';
import '../shell/chat/ChatBubble.css';
import '../styles/global.css';
