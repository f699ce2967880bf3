export { consumeChallenge } from './captcha.service';
