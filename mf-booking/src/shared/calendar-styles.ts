/**
 * FullCalendar 6 carries its CSS in its scripts and writes it, rule by rule, into the sheet of a
 * `<style data-fullcalendar>` element it adds to the page. The pages' policy allows no `<style>` element
 * (style-src 'self', docs/serving.md), so that element gets no sheet and the calendar throws as it mounts.
 * FullCalendar takes the element matching `style[data-fullcalendar]` it finds as its modules load, so the page
 * gets one first (the files that draw a calendar import this module before FullCalendar's): an element named
 * `style` outside the HTML namespace, which the browser never reads as a style sheet (nothing for the policy to
 * block), whose `sheet` is a sheet built in script and adopted by the document, which the policy lets rules be
 * written into.
 */
const sheet = new CSSStyleSheet();
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
const holder = document.createElementNS('urn:qmj:calendar-styles', 'style');
holder.setAttribute('data-fullcalendar', '');
Object.defineProperty(holder, 'sheet', { value: sheet });
document.head.append(holder);
