import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview.tsx';

// Stories run as tests with the same decorators and the a11y checks as in Storybook.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
