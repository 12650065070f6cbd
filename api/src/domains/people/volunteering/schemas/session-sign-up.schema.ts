import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { CHECK_METHODS, SESSION_RULES, SIGN_UP_STATUSES, type CheckMethod, type SignUpStatus } from '@society/contracts';

/** A person's place on a session, or on its waiting list; one per person and session (a new sign-up reuses it). */
@Schema({ collection: 'session_sign_ups', timestamps: true, versionKey: false })
export class SessionSignUp {
  /** signUpKey(sessionId, userId): a person's sign-up is found by its _id, the one lookup the embedded engine does without reading the whole collection. */
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ type: String, required: true }) sessionId: string;
  @Prop({ type: String, required: true }) userId: string;
  @Prop({ type: String, required: true, enum: SIGN_UP_STATUSES }) status: SignUpStatus;
  /** When the person (last) signed up: the waiting list's order. */
  @Prop({ type: Date, required: true }) signedUpAt: Date;
  /** The session's end, kept here so that the sign-ups left checked in can be found without the session. */
  @Prop({ type: Date, required: true }) sessionEndsAt: Date;
  @Prop({ type: Date, default: null }) checkedInAt: Date | null;
  @Prop({ type: String, enum: CHECK_METHODS, default: null }) checkedInBy: CheckMethod | null;
  @Prop({ type: Date, default: null }) checkedOutAt: Date | null;
  @Prop({ type: String, enum: CHECK_METHODS, default: null }) checkedOutBy: CheckMethod | null;
  @Prop({ type: Boolean, default: false }) absent: boolean;
  @Prop({ type: String, default: null, maxlength: SESSION_RULES.noteMax }) cancelNote: string | null;
  @Prop({ type: String, enum: ['self', 'staff'], default: null }) cancelledBy: 'self' | 'staff' | null;
  @Prop({ type: Boolean, default: false }) cancelledLate: boolean;
}

export const SessionSignUpSchema = SchemaFactory.createForClass(SessionSignUp);
SessionSignUpSchema.index({ sessionId: 1, userId: 1 }, { unique: true });
// A session's sign-ups (and its waiting list) in order; a person's own, newest first; those left checked in.
SessionSignUpSchema.index({ sessionId: 1, signedUpAt: 1, _id: 1 });
SessionSignUpSchema.index({ userId: 1, sessionEndsAt: -1, _id: -1 });
SessionSignUpSchema.index({ checkedOutAt: 1, sessionEndsAt: 1 });

export type SessionSignUpRecord = SessionSignUp & { createdAt: Date; updatedAt: Date };

/** The _id of a person's sign-up for a session (both ids are ObjectId hex). */
export const signUpKey = (sessionId: string, userId: string) => `${sessionId}.${userId}`;
