export { RequestFeedback, type FeedbackSender } from './components/request-feedback';
