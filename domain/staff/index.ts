export * from './roles';
export * from './workflows';
export * from './dto';
