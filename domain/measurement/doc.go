// Package measurement reads sizes written in a report ("2.5 cm", "3 x 4 mm", "2,5 cm") as
// millimetres, so rules can compare and grade them whatever unit or decimal mark was written.
package measurement
