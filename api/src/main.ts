import 'reflect-metadata';
import { serve } from './serve';

serve(process.env); // the one read of the environment
