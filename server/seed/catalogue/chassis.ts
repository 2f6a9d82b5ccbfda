/** Chassis presets shared by several models of the demo line-up. */
import type { ChassisSeed } from './model-seed';

const strut = 'MacPherson Strut dengan Coil Spring';

/** Suspension, brakes, tyres and gearboxes by kind of car. */
export const CHASSIS = {
  cityCar: { frontSuspension: strut, rearSuspension: 'Torsion Beam dengan Coil Spring', frontBrake: 'Cakram Berventilasi', rearBrake: 'Tromol', tyre: '175/65 R14' },
  lowMpv: { frontSuspension: strut, rearSuspension: 'Torsion Beam dengan Coil Spring', frontBrake: 'Cakram Berventilasi', rearBrake: 'Tromol', tyre: '185/65 R15' },
  ladderMpv: { frontSuspension: 'Double Wishbone dengan Coil Spring', rearSuspension: '4-Link dengan Coil Spring', frontBrake: 'Cakram Berventilasi', rearBrake: 'Tromol', tyre: '205/65 R16', automatic: 'Otomatis 6 Percepatan' },
  premiumMpv: { frontSuspension: strut, rearSuspension: 'Double Wishbone', frontBrake: 'Cakram Berventilasi', rearBrake: 'Cakram', tyre: '225/60 R18', automatic: 'Otomatis 8 Percepatan' },
  compactSuv: { frontSuspension: strut, rearSuspension: 'Torsion Beam dengan Coil Spring', frontBrake: 'Cakram Berventilasi', rearBrake: 'Tromol', tyre: '205/60 R17' },
  rearDriveSuv: { frontSuspension: strut, rearSuspension: '5-Link dengan Coil Spring', frontBrake: 'Cakram Berventilasi', rearBrake: 'Tromol', tyre: '215/60 R17', automatic: 'Otomatis 4 Percepatan' },
  frameSuv: { frontSuspension: 'Double Wishbone dengan Coil Spring', rearSuspension: '4-Link dengan Coil Spring', frontBrake: 'Cakram Berventilasi', rearBrake: 'Cakram Berventilasi', tyre: '265/60 R18', automatic: 'Otomatis 6 Percepatan' },
  sedan: { frontSuspension: strut, rearSuspension: 'Double Wishbone', frontBrake: 'Cakram Berventilasi', rearBrake: 'Cakram', tyre: '225/45 R17', automatic: 'Otomatis 8 Percepatan' },
  pickup: { frontSuspension: 'Double Wishbone dengan Coil Spring', rearSuspension: 'Rigid Axle dengan Leaf Spring', frontBrake: 'Cakram Berventilasi', rearBrake: 'Tromol', tyre: '195 R15C', automatic: 'Otomatis 6 Percepatan', manual: 'Manual 5 Percepatan' },
  commuter: { frontSuspension: strut, rearSuspension: 'Rigid Axle dengan Leaf Spring', frontBrake: 'Cakram Berventilasi', rearBrake: 'Tromol', tyre: '215/70 R16C', manual: 'Manual 6 Percepatan' },
  sports: { frontSuspension: strut, rearSuspension: 'Double Wishbone', frontBrake: 'Cakram Berventilasi', rearBrake: 'Cakram Berventilasi', tyre: '215/40 R18', manual: 'Manual 6 Percepatan', automatic: 'Otomatis 6 Percepatan' },
} as const satisfies Record<string, ChassisSeed>;
