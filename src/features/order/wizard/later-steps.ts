/** Steps 2 to 5 of the wizard, one chunk that the order page fetches after its first load (order-screen.tsx). */
export { StepCar } from './step-car';
export { StepColour } from './step-colour';
export { StepPayment } from './step-payment';
export { StepSummary } from './step-summary';
