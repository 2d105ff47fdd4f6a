/** The single-file script (dist/vmx-all.js): every element, defined at once, for a plain script tag. */
import './app';
import './ticker';
import './logo-grid';
import './login';
import './programme';
import './exhibitors';
import './charity-highscore';
import './evaluation';
