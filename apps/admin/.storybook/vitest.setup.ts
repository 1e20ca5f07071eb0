import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview.tsx';

// Stories run as tests with the same decorators and the a11y checks as in Storybook.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// Popovers and dialogs load their code on first use; with every suite running on a busy 2-core
// machine that chunk can take longer than testing-library's default wait of one second.
configure({ asyncUtilTimeout: 5000 });
